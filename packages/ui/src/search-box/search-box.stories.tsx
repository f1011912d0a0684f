import type { AutocompleteResult } from '@bookshop/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { sampleSuggestions } from '../fixtures/suggestions';
import { SearchBox, type SearchBoxProps } from './search-box';

// Filters the samples the way the server would, so typing in the story feels real.
function matching(text: string): readonly AutocompleteResult[] {
  const needle = text.trim().toLowerCase();
  if (needle.length < 2) return [];
  return sampleSuggestions.filter(
    (s) => s.BOOK_TITLE.toLowerCase().includes(needle) || s.authorName.toLowerCase().includes(needle),
  );
}

function Interactive(props: SearchBoxProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SearchBox
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
      suggestions={props.suggestions.length > 0 ? props.suggestions : matching(value)}
    />
  );
}

const meta = {
  title: 'Navigation/SearchBox',
  component: SearchBox,
  args: {
    value: '',
    suggestions: [],
    onValueChange: fn(),
    onSubmit: fn(),
    onSelectSuggestion: fn(),
  },
  render: (args) => <Interactive {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, minHeight: 360, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type 'mohsin' or 'moth' to see suggestions; Escape clears the box. */
export const Empty: Story = {};

export const WithSuggestions: Story = {
  args: { value: 'mo', suggestions: sampleSuggestions },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.keyboard('{ArrowDown}');
  },
};

export const Loading: Story = { args: { value: 'iqbal', loading: true } };

/**
 * On a phone (the list 312 px wide): titles wrap between words, never inside one, and the two
 * prices stack instead ("Fundamentali / st" was cut mid-word).
 */
export const OnAPhone: Story = {
  args: {
    value: 'mo',
    suggestions: [{ ...(sampleSuggestions[0] as AutocompleteResult), Discount: 15, status: 'out_of_stock' }],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 312, minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    const title = (await canvas.findByRole('option')).querySelector('.bk-search__title');
    const text = title?.firstChild;
    if (!text?.textContent) throw new Error('the suggestion has no title text');
    const start = text.textContent.indexOf('Fundamentalist');
    const word = document.createRange();
    word.setStart(text, start);
    word.setEnd(text, start + 'Fundamentalist'.length);
    // One box: the word sits whole on one line.
    await expect(word.getClientRects()).toHaveLength(1);
  },
};

/** A shopper types an author, arrows down to the second book and picks it with Enter. */
export const ShopperPicksASuggestion: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search books' }), 'mohsin');
    const list = canvas.getByRole('listbox', { name: 'Suggestions' });
    await expect(list).toBeVisible();
    await expect(canvas.getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelectSuggestion).toHaveBeenCalledWith(
      expect.objectContaining({ BOOK_TITLE: 'Moth Smoke' }),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A shopper types a keyword with no suggestion and presses Enter: the trimmed text is searched. */
export const ShopperSearchesAKeyword: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search books' }), '  ghalib {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('ghalib');
    await expect(args.onSelectSuggestion).not.toHaveBeenCalled();
  },
};

/** Urdu suggestions in a right-to-left page: titles and authors read from the right. */
export const UrduRightToLeft: Story = {
  args: { value: 'راجہ' },
  globals: { locale: 'ur' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(canvas.getByRole('option', { name: /راجہ گدھ/ })).toBeVisible();
  },
};
