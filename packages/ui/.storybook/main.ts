import { defineMain } from '@storybook/react-vite/node';

export default defineMain({
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  // Sample covers and the placeholder live here so BookCard stories show real images at /images/*.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
});
