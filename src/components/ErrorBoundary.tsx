import { Component, type ErrorInfo, type ReactNode } from 'react';
import { appError } from '../content/meta';

interface State {
  failed: boolean;
}

/** Replaces the router's bare error display with the site's own calm page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('Page failed to render:', error.message, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main id="main" className="page not-found">
        <h1>{appError.heading}</h1>
        <p>{appError.body}</p>
        {/* A plain link: a full reload is the point after a render failure. */}
        <a href="/" className="button button--primary">
          {appError.back}
        </a>
      </main>
    );
  }
}
