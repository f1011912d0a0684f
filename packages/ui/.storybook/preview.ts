import type { Preview } from '@storybook/react-vite';
import { createElement, type MouseEvent } from 'react';
import { action } from 'storybook/actions';
import { type LinkComponentProps, LinkProvider } from '../src/link-provider';
import '../src/styles/index.css';

// A plain <a href> would navigate the preview frame away from the story; log the route instead,
// the way the web app's router link keeps navigation inside the app.
function StoryLink({ href, onClick, ...rest }: LinkComponentProps) {
  return createElement('a', {
    ...rest,
    href,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      event.preventDefault();
      action('navigate')(href);
    },
  });
}

const preview: Preview = {
  decorators: [(Story) => createElement(LinkProvider, { component: StoryLink }, createElement(Story))],
  parameters: {
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
