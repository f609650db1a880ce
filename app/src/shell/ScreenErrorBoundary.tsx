import { Component, type ReactNode } from 'react';

interface ScreenErrorBoundaryProps {
  /** The page's path: a navigation elsewhere clears a failure, as leaving a broken page should. */
  readonly pathname: string;
  /** What shows in the screen's place once it has thrown. */
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

interface ScreenErrorBoundaryState {
  readonly hasFailed: boolean;
  /** The path the failure belongs to. */
  readonly pathname: string;
}

/**
 * Catches a screen that throws while rendering, or whose code fails to load, and shows `fallback` inside the
 * market frame, so the navigation and header stay usable. React reports the error itself (createRoot's
 * onCaughtError, the console by default).
 */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, ScreenErrorBoundaryState> {
  override state: ScreenErrorBoundaryState = { hasFailed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<ScreenErrorBoundaryState> {
    return { hasFailed: true };
  }

  static getDerivedStateFromProps(
    { pathname }: ScreenErrorBoundaryProps,
    state: ScreenErrorBoundaryState,
  ): ScreenErrorBoundaryState | null {
    return pathname === state.pathname ? null : { hasFailed: false, pathname };
  }

  override render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}
