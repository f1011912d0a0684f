/**
 * fontkit 2.0.4 (what pdfkit lays text out with) stops with "Cannot read properties of null
 * (reading 'xCoordinate')" on Noto Nastaliq Urdu for everyday words such as "مرزا": the font's
 * mark-to-base table leaves some base anchors NULL (the OpenType way of saying "this mark does
 * not attach to that base"), and fontkit reads them without checking. HarfBuzz, which browsers
 * and the cover renderer use, treats a NULL anchor as the lookup not applying, so the next one
 * places the mark. This guard gives fontkit that rule: reading a NULL anchor abandons the lookup
 * (nothing of it was applied yet: the anchors are read before any position changes) and the
 * layout goes on.
 *
 * fontkit does not export its GPOS processor, so the guard reaches it through a laid-out font;
 * if a later fontkit changes that shape, the guard does nothing and the invoice falls back to
 * drawing the run without mark positioning (see invoice-pdf.ts).
 */

const NULL_ANCHOR = Symbol('null anchor');
const GUARDED = Symbol.for('bookshop.fontkit.nullAnchorGuard');

interface GposPrototype {
  getAnchor(anchor: unknown): unknown;
  applyLookup(...args: unknown[]): unknown;
  [GUARDED]?: true;
}

/** Guards the GPOS processor class of this fontkit font (once per class). True when guarded. */
export function guardNullAnchors(font: unknown): boolean {
  // fontkit's internals, untyped: a font lays out through _layoutEngine.engine.GPOSProcessor.
  const laidOut = font as {
    layout?: (text: string) => unknown;
    _layoutEngine?: { engine?: { GPOSProcessor?: object } };
  };
  if (typeof laidOut.layout !== 'function') return false;
  try {
    laidOut.layout('ا');
  } catch {
    return false;
  }
  const processor = laidOut._layoutEngine?.engine?.GPOSProcessor;
  const proto = processor ? (Object.getPrototypeOf(processor) as GposPrototype) : null;
  if (!proto || typeof proto.getAnchor !== 'function' || typeof proto.applyLookup !== 'function')
    return false;
  if (proto[GUARDED]) return true;
  const getAnchor = proto.getAnchor;
  const applyLookup = proto.applyLookup;
  proto.getAnchor = function (this: GposPrototype, anchor: unknown) {
    if (anchor == null) throw NULL_ANCHOR;
    return getAnchor.call(this, anchor);
  };
  proto.applyLookup = function (this: GposPrototype, ...args: unknown[]) {
    try {
      return applyLookup.apply(this, args);
    } catch (error) {
      if (error === NULL_ANCHOR) return false;
      throw error;
    }
  };
  proto[GUARDED] = true;
  return true;
}
