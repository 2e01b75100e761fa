import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What stands instead of a part that failed to render. */
  fallback: ReactNode;
  /** Told once per failure (a warning in the console, a status on the document). */
  onError?: (error: Error) => void;
  /** A new value (the route) renders the children afresh after a failure. */
  resetKey?: unknown;
}

interface State {
  failed: boolean;
  key: unknown;
}

/** The one error boundary: the app's crash view and the scene's still pictures both come from it. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { failed: false, key: props.resetKey } : null;
  }

  componentDidCatch(error: Error) {
    this.props.onError?.(error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
