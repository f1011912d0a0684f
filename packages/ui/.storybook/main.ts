import { defineMain } from '@storybook/react-vite/node';

export default defineMain({
  framework: '@storybook/react-vite',
  // Foundations pages first, then every component's stories: a new component's stories are picked
  // up (and get a docs page, the axe check and a browser test) without touching this file.
  stories: ['../src/**/*.mdx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // Sample covers and the placeholder live here so BookCard stories show real images at /images/*.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  typescript: {
    // Props tables come from the TypeScript source, including props inherited from DOM types
    // only when a component declares them itself (React's own attributes would drown the table).
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
});
