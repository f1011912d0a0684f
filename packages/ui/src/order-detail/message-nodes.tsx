import type { MessageKey, Messages, MessageValues } from '@bookshop/i18n/core';
import { createElement, Fragment, type ReactNode } from 'react';

// Private-use characters: never in a message, so they mark where an element goes.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARK = /\uE000([^\uE001]*)\uE001/;

/**
 * A catalogue message with some of its arguments given as elements: an order number in `<Ltr>`,
 * a link, a `<time>`. The message is formatted with a marker in each element's place and the
 * elements are put back there, so each language keeps its own word order around them.
 */
export function formatNodes(
  t: Messages,
  key: MessageKey,
  nodes: Readonly<Record<string, ReactNode>>,
  values: MessageValues = {},
): ReactNode {
  const marked: Record<string, string> = {};
  for (const name of Object.keys(nodes)) marked[name] = `${OPEN}${name}${CLOSE}`;
  const parts = t.format(key, { ...values, ...marked }).split(MARK);
  // split() with a capturing group alternates text and the captured names: odd indexes are names.
  // Given as separate children (not an array), the parts need no keys: their order is fixed.
  return createElement(Fragment, null, ...parts.map((part, i) => (i % 2 === 1 ? nodes[part] : part)));
}
