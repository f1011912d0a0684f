import type { Preview } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { action } from 'storybook/actions';
import { type LinkComponentProps, LinkProvider } from '../src/link-provider';
import { localeGlobalType, withLocale } from './locale';
import { SHOP_VIEWPORTS } from './viewports';
import '../src/styles/index.css';
// The back office's components have their own stylesheet (entry @bookshop/ui/admin).
import '../src/styles/admin.css';

// A plain <a href> would navigate the preview frame away from the story; log the route instead,
// the way the web app's router link keeps navigation inside the app.
function StoryLink({ href, onClick, ...rest }: LinkComponentProps) {
  return (
    <a
      {...rest}
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        event.preventDefault();
        action('navigate')(href);
      }}
    />
  );
}

const preview: Preview = {
  // Every component, including ones added later, gets a docs page with its description, props
  // table and every story.
  tags: ['autodocs'],
  decorators: [
    withLocale,
    (Story) => (
      <LinkProvider component={StoryLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  globalTypes: localeGlobalType,
  initialGlobals: { locale: 'en' },
  parameters: {
    controls: { matchers: { color: /(background|color)$/i } },
    viewport: { options: SHOP_VIEWPORTS },
    // axe runs on every story, in the panel and in the browser tests; a violation fails the test.
    a11y: { test: 'error' },
    docs: { toc: true },
    options: { storySort: { order: ['Introduction', 'Foundations', '*'] } },
  },
};

export default preview;
