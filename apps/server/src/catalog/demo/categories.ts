import { demoCategoryNamesUr } from './category-names-ur.js';
import type { DemoCategory } from './types.js';

/** The demo category tree in English (described at {@link demoCategories}). */
const tree: readonly DemoCategory[] = [
  {
    slug: 'all-books',
    name: 'All Books',
    children: [
      {
        slug: 'all-books-general',
        name: 'General Subjects',
        children: [
          {
            slug: 'all-books-arts-humanities',
            name: 'Arts & Humanities',
            children: [
              { slug: 'all-books-art-photography', name: 'Art & Photography' },
              { slug: 'all-books-architecture-design', name: 'Architecture & Design' },
              { slug: 'all-books-biography', name: 'Biography & Memoir' },
              { slug: 'all-books-history', name: 'History' },
              { slug: 'all-books-philosophy', name: 'Philosophy' },
              { slug: 'all-books-poetry', name: 'Poetry' },
              { slug: 'all-books-religion', name: 'Religion & Spirituality' },
              { slug: 'all-books-travel', name: 'Travel' },
            ],
          },
          {
            slug: 'all-books-society-living',
            name: 'Society & Everyday Life',
            children: [
              { slug: 'all-books-business', name: 'Business & Economics' },
              { slug: 'all-books-politics', name: 'Politics & Current Affairs' },
              { slug: 'all-books-law', name: 'Law' },
              { slug: 'all-books-cookery', name: 'Cookery' },
              { slug: 'all-books-health', name: 'Health & Fitness' },
              { slug: 'all-books-self-help', name: 'Self-Help' },
              { slug: 'all-books-sports', name: 'Sports' },
              { slug: 'all-books-parenting', name: 'Parenting & Family' },
              { slug: 'all-books-home-garden', name: 'Home & Garden' },
            ],
          },
          {
            slug: 'all-books-science-technology',
            name: 'Science & Technology',
            children: [
              { slug: 'all-books-science', name: 'Science & Nature' },
              { slug: 'all-books-computing', name: 'Computing & IT' },
              { slug: 'all-books-mathematics', name: 'Mathematics' },
              { slug: 'all-books-psychology', name: 'Psychology' },
            ],
          },
        ],
      },
      {
        slug: 'all-books-academic',
        name: 'Academic & Reference',
        children: [
          {
            slug: 'all-books-pakistan-islam',
            name: 'Pakistan & Islam',
            children: [
              { slug: 'all-books-pakistan-studies', name: 'Pakistan Studies' },
              { slug: 'all-books-islamic-studies', name: 'Islamic Studies' },
            ],
          },
          {
            slug: 'all-books-study-reference',
            name: 'Study & Reference',
            children: [
              { slug: 'all-books-exam-preparation', name: 'Exam Preparation (CSS/PMS)' },
              { slug: 'all-books-dictionaries', name: 'Dictionaries & Reference' },
              { slug: 'all-books-english-language', name: 'English Language & Grammar' },
              { slug: 'all-books-education', name: 'Education & Teaching' },
              { slug: 'all-books-languages', name: 'Languages & Linguistics' },
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'fiction',
    name: 'Fiction',
    children: [
      {
        slug: 'fiction-section',
        name: 'Fiction',
        children: [
          {
            slug: 'fiction-literary',
            name: 'Literary Fiction',
            children: [
              { slug: 'fiction-contemporary', name: 'Contemporary Fiction' },
              { slug: 'fiction-classics', name: 'Classics' },
              { slug: 'fiction-pakistani-writers', name: 'Pakistani Writers in English' },
              { slug: 'fiction-south-asian', name: 'South Asian Fiction' },
              { slug: 'fiction-in-translation', name: 'World Fiction in Translation' },
              { slug: 'fiction-historical', name: 'Historical Fiction' },
              { slug: 'fiction-short-stories', name: 'Short Stories' },
            ],
          },
          {
            slug: 'fiction-genre',
            name: 'Genre Fiction',
            children: [
              { slug: 'fiction-crime-thrillers', name: 'Crime & Thrillers' },
              { slug: 'fiction-mystery-detective', name: 'Mystery & Detective' },
              { slug: 'fiction-fantasy', name: 'Fantasy' },
              { slug: 'fiction-science-fiction', name: 'Science Fiction' },
              { slug: 'fiction-romance', name: 'Romance' },
              { slug: 'fiction-horror-gothic', name: 'Horror & Gothic' },
              { slug: 'fiction-graphic-novels', name: 'Graphic Novels' },
              { slug: 'fiction-humour', name: 'Humour' },
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'non-fiction',
    name: 'Non-Fiction',
    children: [
      {
        slug: 'non-fiction-section',
        name: 'Non-Fiction',
        children: [
          {
            slug: 'non-fiction-lives-history',
            name: 'Lives & History',
            children: [
              { slug: 'non-fiction-biographies', name: 'Biographies' },
              { slug: 'non-fiction-memoirs', name: 'Memoirs' },
              { slug: 'non-fiction-world-history', name: 'World History' },
              { slug: 'non-fiction-south-asian-history', name: 'South Asian History' },
              { slug: 'non-fiction-true-crime', name: 'True Crime' },
            ],
          },
          {
            slug: 'non-fiction-ideas-society',
            name: 'Ideas & Society',
            children: [
              { slug: 'non-fiction-popular-science', name: 'Popular Science' },
              { slug: 'non-fiction-economics', name: 'Economics' },
              { slug: 'non-fiction-politics-society', name: 'Politics & Society' },
              { slug: 'non-fiction-philosophy-ideas', name: 'Philosophy & Ideas' },
              { slug: 'non-fiction-psychology', name: 'Psychology' },
              { slug: 'non-fiction-essays-journalism', name: 'Essays & Journalism' },
            ],
          },
          {
            slug: 'non-fiction-living-learning',
            name: 'Living & Learning',
            children: [
              { slug: 'non-fiction-self-help', name: 'Self-Help & Productivity' },
              { slug: 'non-fiction-business-leadership', name: 'Business & Leadership' },
              { slug: 'non-fiction-travel-writing', name: 'Travel Writing' },
              { slug: 'non-fiction-nature-environment', name: 'Nature & Environment' },
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'young-adults',
    name: 'Young Adults',
    children: [
      {
        slug: 'young-adults-section',
        name: 'Young Adult Books',
        children: [
          {
            slug: 'young-adults-genres',
            name: 'YA Fiction',
            children: [
              { slug: 'young-adults-fantasy', name: 'YA Fantasy' },
              { slug: 'young-adults-dystopian-sci-fi', name: 'YA Dystopian & Sci-Fi' },
              { slug: 'young-adults-contemporary', name: 'YA Contemporary' },
              { slug: 'young-adults-romance', name: 'YA Romance' },
              { slug: 'young-adults-mystery-thrillers', name: 'YA Mystery & Thrillers' },
              { slug: 'young-adults-classics', name: 'YA Classics' },
            ],
          },
          {
            slug: 'young-adults-more',
            name: 'More for Teens',
            children: [
              { slug: 'young-adults-graphic-novels', name: 'YA Graphic Novels' },
              { slug: 'young-adults-non-fiction', name: 'YA Non-Fiction' },
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'children',
    name: 'Children',
    children: [
      {
        slug: 'children-ages-0-2',
        name: 'Ages 0-2',
        children: [
          {
            slug: 'children-ages-0-2-baby-toddler',
            name: 'Baby & Toddler',
            children: [
              { slug: 'children-ages-0-2-board-books', name: 'Board Books' },
              { slug: 'children-ages-0-2-touch-and-feel', name: 'Touch & Feel Books' },
              { slug: 'children-ages-0-2-first-words-rhymes', name: 'First Words & Nursery Rhymes' },
            ],
          },
        ],
      },
      {
        slug: 'children-ages-3-5',
        name: 'Ages 3-5',
        children: [
          {
            slug: 'children-ages-3-5-preschool',
            name: 'Preschool',
            children: [
              { slug: 'children-ages-3-5-picture-books', name: 'Picture Books' },
              { slug: 'children-ages-3-5-activity-books', name: 'Activity Books' },
              { slug: 'children-ages-3-5-abc-numbers', name: 'ABC & Numbers' },
            ],
          },
        ],
      },
      {
        slug: 'children-ages-6-8',
        name: 'Ages 6-8',
        children: [
          {
            slug: 'children-ages-6-8-early-school',
            name: 'Early School Years',
            children: [
              { slug: 'children-ages-6-8-early-readers', name: 'Early Readers' },
              { slug: 'children-ages-6-8-first-chapter-books', name: 'First Chapter Books' },
              { slug: 'children-ages-6-8-fairy-tales-fables', name: 'Fairy Tales & Fables' },
            ],
          },
        ],
      },
      {
        slug: 'children-ages-9-12',
        name: 'Ages 9-12',
        children: [
          {
            slug: 'children-ages-9-12-middle-grade',
            name: 'Middle Grade',
            children: [
              { slug: 'children-ages-9-12-chapter-books', name: 'Chapter Books' },
              { slug: 'children-ages-9-12-adventure-fantasy', name: 'Adventure & Fantasy' },
              { slug: 'children-ages-9-12-classics', name: "Children's Classics" },
              { slug: 'children-ages-9-12-non-fiction', name: "Children's Non-Fiction" },
            ],
          },
        ],
      },
      {
        slug: 'children-topics',
        name: "Children's Topics",
        children: [
          {
            slug: 'children-topics-learning-faith',
            name: 'Learning & Faith',
            children: [
              { slug: 'children-islamic-stories', name: 'Islamic Stories for Children' },
              { slug: 'children-encyclopedias', name: 'Encyclopedias & Reference' },
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'urdu-books',
    name: 'Urdu Books',
    children: [
      {
        slug: 'urdu-books-adab',
        name: 'Urdu Literature (اردو ادب)',
        children: [
          {
            slug: 'urdu-books-fiction',
            name: 'Urdu Fiction (افسانوی ادب)',
            children: [
              { slug: 'urdu-books-novels', name: 'Urdu Novels (ناول)' },
              { slug: 'urdu-books-popular-novels', name: 'Popular Urdu Novels (مقبول ناول)' },
              { slug: 'urdu-books-afsanay', name: 'Urdu Afsanay (افسانے)' },
              { slug: 'urdu-books-jasoosi', name: 'Urdu Jasoosi Adab (جاسوسی ادب)' },
            ],
          },
          {
            slug: 'urdu-books-poetry-prose',
            name: 'Poetry & Prose (شاعری و نثر)',
            children: [
              { slug: 'urdu-books-poetry', name: 'Urdu Poetry (شاعری)' },
              { slug: 'urdu-books-humour', name: 'Urdu Humour (طنز و مزاح)' },
              { slug: 'urdu-books-travelogues', name: 'Urdu Travelogues (سفرنامے)' },
              { slug: 'urdu-books-prose-memoirs', name: 'Urdu Prose & Memoirs (نثر و آپ بیتی)' },
            ],
          },
        ],
      },
      {
        slug: 'urdu-books-more',
        name: 'More in Urdu (مزید)',
        children: [
          {
            slug: 'urdu-books-faith-children',
            name: 'Faith & Children (دینی و بچوں کی کتب)',
            children: [
              { slug: 'urdu-books-islamic', name: 'Urdu Islamic (اسلامی کتب)' },
              { slug: 'urdu-books-children', name: 'Urdu Children (بچوں کی کتابیں)' },
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'our-publications',
    name: 'Our Publications',
    children: [
      {
        slug: 'our-publications-imprint',
        name: 'Our Imprint',
        children: [
          {
            slug: 'our-publications-titles',
            name: 'Our Titles',
            children: [
              { slug: 'our-publications-fiction', name: 'Our Fiction' },
              { slug: 'our-publications-non-fiction', name: 'Our Non-Fiction' },
              { slug: 'our-publications-children', name: "Our Children's Books" },
              { slug: 'our-publications-urdu', name: 'Our Urdu Titles' },
            ],
          },
        ],
      },
    ],
  },
  { slug: 'high-discounts', name: 'High Discounts' },
  {
    slug: 'stationery-art-supplies',
    name: 'Stationery & Art Supplies',
    children: [
      {
        slug: 'stationery-art-supplies-stationery',
        name: 'Stationery',
        children: [
          {
            slug: 'stationery-art-supplies-paper-filing',
            name: 'Paper & Filing',
            children: [
              { slug: 'stationery-art-supplies-notebooks', name: 'Notebooks' },
              { slug: 'stationery-art-supplies-diaries-planners', name: 'Diaries & Planners' },
              { slug: 'stationery-art-supplies-files-folders', name: 'Files & Folders' },
            ],
          },
          {
            slug: 'stationery-art-supplies-writing',
            name: 'Writing',
            children: [
              { slug: 'stationery-art-supplies-pens', name: 'Pens' },
              { slug: 'stationery-art-supplies-pencils', name: 'Pencils' },
              { slug: 'stationery-art-supplies-markers-highlighters', name: 'Markers & Highlighters' },
            ],
          },
          {
            slug: 'stationery-art-supplies-school-office',
            name: 'School & Office',
            children: [
              { slug: 'stationery-art-supplies-geometry-maths-sets', name: 'Geometry & Maths Sets' },
              { slug: 'stationery-art-supplies-glue-tape', name: 'Glue & Tape' },
              { slug: 'stationery-art-supplies-erasers-sharpeners', name: 'Erasers & Sharpeners' },
            ],
          },
        ],
      },
      {
        slug: 'stationery-art-supplies-art',
        name: 'Art Supplies',
        children: [
          {
            slug: 'stationery-art-supplies-drawing',
            name: 'Drawing & Colouring',
            children: [
              { slug: 'stationery-art-supplies-colour-pencils', name: 'Colour Pencils' },
              { slug: 'stationery-art-supplies-crayons-pastels', name: 'Crayons & Oil Pastels' },
              { slug: 'stationery-art-supplies-sketchbooks', name: 'Sketchbooks' },
              { slug: 'stationery-art-supplies-art-paper', name: 'Art Paper' },
            ],
          },
          {
            slug: 'stationery-art-supplies-painting',
            name: 'Painting',
            children: [
              { slug: 'stationery-art-supplies-paints', name: 'Paints' },
              { slug: 'stationery-art-supplies-brushes', name: 'Brushes' },
            ],
          },
        ],
      },
    ],
  },
];

/** Each category with its Urdu name (category-names-ur.ts), kept apart so the tree reads as one. */
function withNamesUr(nodes: readonly DemoCategory[]): readonly DemoCategory[] {
  return nodes.map((node) => ({
    ...node,
    ...(demoCategoryNamesUr[node.slug] ? { nameUr: demoCategoryNamesUr[node.slug] } : {}),
    ...(node.children ? { children: withNamesUr(node.children) } : {}),
  }));
}

/**
 * The demo category tree. Level 1 holds the nine menu groups in menu order; levels 2 and 3 group the
 * level-4 leaves that the mega-menus list and that items are filed under. High Discounts has no
 * children: the shop builds that menu from item discounts. Every slug starts with its root slug.
 */
export const demoCategories: readonly DemoCategory[] = withNamesUr(tree);
