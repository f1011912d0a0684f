import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../button';
import {
  discountedBook,
  fullPriceBook,
  missingCoverBook,
  outOfStockBook,
  stationeryItem,
  urduBook,
} from '../fixtures/books';
import { BookCard } from './book-card';

const meta = {
  title: 'Catalogue/BookCard',
  component: BookCard,
  args: { book: discountedBook },
  render: (args) => (
    <div style={{ width: 220, padding: 16 }}>
      <BookCard {...args} />
    </div>
  ),
} satisfies Meta<typeof BookCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 10% off Rs. 1,000: Rs. 900 with the original struck through. */
export const Discounted: Story = {};

export const FullPrice: Story = { args: { book: fullPriceBook } };

export const OutOfStock: Story = { args: { book: outOfStockBook } };

export const PreOrderUrdu: Story = { args: { book: urduBook } };

/** The Urdu book in a right-to-left page, as an Urdu reader sees the shop. */
export const UrduRightToLeft: Story = { args: { book: urduBook }, globals: { locale: 'ur' } };

export const OnDemandStationery: Story = { args: { book: stationeryItem } };

/** The cover file is missing, so the placeholder cover is shown. */
export const MissingCover: Story = { args: { book: missingCoverBook } };

/** Neither cover nor placeholder loads: the card draws a cover from the title. */
export const NoImagesAtAll: Story = {
  args: { book: missingCoverBook, placeholderSrc: '/images/also-missing.webp' },
};

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button onClick={fn()}>Add to cart</Button>
        <Button variant="secondary" onClick={fn()}>
          Wish list
        </Button>
      </>
    ),
  },
};

const ALL = [discountedBook, fullPriceBook, outOfStockBook, urduBook, stationeryItem, missingCoverBook];

/** Cards in a listing grid, as the home page and category pages lay them out. */
export const Grid: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        gap: 16,
        padding: 16,
      }}
    >
      {ALL.map((book) => (
        <BookCard key={book.Book_Id} book={book} />
      ))}
    </div>
  ),
  parameters: { layout: 'fullscreen' },
};
