import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What stands instead of a part that failed to render (given the error, if it needs it). */
  fallback: ReactNode | ((error: Error) => ReactNode);
  /** Told once per failure (a warning in the console, a status on the document). */
  onError?: (error: Error) => void;
  /** A new value (the route) renders the children afresh after a failure. */
  resetKey?: unknown;
}

interface State {
  failed: boolean;
  error: Error | null;
  key: unknown;
}

/** The one error boundary: the app's crash view and the scene's still pictures both come from it. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { failed: false, error: null, key: props.resetKey } : null;
  }

  componentDidCatch(error: Error) {
    this.props.onError?.(error);
  }

  render() {
    const { fallback } = this.props;
    if (!this.state.failed) return this.props.children;
    return typeof fallback === 'function' ? fallback(this.state.error ?? new Error('unknown')) : fallback;
  }
}
