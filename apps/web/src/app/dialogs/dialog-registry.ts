import type { ComponentType, LazyExoticComponent } from 'react';
import type { DialogName } from './dialogs-slice';

/** A dialog's component, usually `lazy(() => import(...))` so each dialog is its own chunk. */
export type DialogComponent = LazyExoticComponent<ComponentType> | ComponentType;

/**
 * Which component renders each dialog. Every feature exports the part of it that is its own
 * (`accountDialogs`, later the cart's and checkout's), and the app joins them in
 * `app/dialogs/site-dialogs.ts`; the host renders from it without knowing any feature.
 */
export type DialogRegistry = Partial<Record<DialogName, DialogComponent>>;
