import { Component, createRef, type ReactNode } from 'react';

interface HeaderFrameProps {
  /** The header is pinned to the top of the screen. */
  pinned: boolean;
  /** The header. */
  children: ReactNode;
}

interface HeaderFrameState {
  /** The height the header had in the page's flow when it was pinned, in px; null unpinned. */
  held: number | null;
}

/**
 * Keeps the header's place in the page while it is pinned, so the page does not jump.
 *
 * A pinned header on a phone is one compact row (header.css), about 105 px shorter than the
 * header in the page's flow; left in the flow, it pulled the content under it up by that much the
 * moment the page passed 300 px. Instead this frame keeps the height the header had in the flow
 * (marked `data-held`), and the header is pinned with `position: fixed` over the page (header.css).
 * Unpinned, the frame lets go and the header is back in its own place, of the same height.
 *
 * A class, for getSnapshotBeforeUpdate: the one point where React lets a component read the page
 * before an update changes it. The header's height is read there as it is pinned, before the
 * compact styles take its rows away, and held from the same commit on, before the browser paints.
 * A header rendered pinned from the start has no height to hold: then the frame itself sticks to
 * the top (`data-pinned` without `data-held`), in the flow.
 */
export class HeaderFrame extends Component<HeaderFrameProps, HeaderFrameState> {
  override state: HeaderFrameState = { held: null };

  private readonly frame = createRef<HTMLDivElement>();

  static getDerivedStateFromProps(props: HeaderFrameProps): Partial<HeaderFrameState> | null {
    return props.pinned ? null : { held: null };
  }

  override getSnapshotBeforeUpdate(previous: Readonly<HeaderFrameProps>): number | null {
    if (previous.pinned || !this.props.pinned) return null;
    const header = this.frame.current?.firstElementChild;
    return header ? header.getBoundingClientRect().height : null;
  }

  override componentDidUpdate(
    _previous: HeaderFrameProps,
    _state: HeaderFrameState,
    heightInFlow: number | null,
  ) {
    // Updated here, in the commit that pinned the header, so the page is painted only once held.
    if (heightInFlow !== null && this.props.pinned) this.setState({ held: heightInFlow });
  }

  override render() {
    const { held } = this.state;
    return (
      <div
        ref={this.frame}
        className="bk-header-frame"
        data-pinned={this.props.pinned ? '' : undefined}
        data-held={held === null ? undefined : ''}
        style={held === null ? undefined : { height: held }}
      >
        {this.props.children}
      </div>
    );
  }
}
