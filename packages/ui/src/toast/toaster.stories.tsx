import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../button';
import { Toaster, type ToasterProps, type ToastMessage } from './toaster';

const SAMPLES: readonly Omit<ToastMessage, 'id'>[] = [
  { kind: 'success', message: 'Address created successfully.' },
  { kind: 'success', message: 'Profile Updated successfully.' },
  { kind: 'error', message: 'Failed to update cart item' },
  {
    kind: 'info',
    message: 'If an account exists for this e-mail, we have sent a link to reset the password.',
  },
];

function ToasterDemo(props: ToasterProps) {
  const [toasts, setToasts] = useState(props.toasts);
  const [next, setNext] = useState(0);
  const add = () => {
    const sample = SAMPLES[next % SAMPLES.length]!;
    setToasts((old) => [...old, { ...sample, id: String(Date.now()) }]);
    setNext(next + 1);
  };
  return (
    <div style={{ padding: 24, minHeight: 300 }}>
      <Button onClick={add}>Show a toast</Button>
      <Toaster
        {...props}
        toasts={toasts}
        onDismiss={(id) => {
          props.onDismiss(id);
          setToasts((old) => old.filter((toast) => toast.id !== id));
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Overlays/Toaster',
  component: Toaster,
  render: (args) => <ToasterDemo {...args} />,
  args: {
    toasts: [{ id: 'a', kind: 'success', message: 'Account deleted successfully.' }],
    onDismiss: fn(),
    duration: 5000,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};

export const ErrorToast: Story = {
  args: { toasts: [{ id: 'b', kind: 'error', message: 'Failed to delete cart item' }] },
};

export const Stacked: Story = {
  args: {
    duration: 60_000,
    toasts: SAMPLES.map((sample, index) => ({ ...sample, id: String(index) })),
  },
};
