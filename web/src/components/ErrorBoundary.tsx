import { Component, type ReactNode } from "react";
import { ErrorView } from "./ErrorView";

/**
 * For a tree outside the router (the patient portal): the router's error page shows a render error in any other.
 * With `fallback`, only its own part is replaced (a lazy part that failed to load), not the page.
 */
export class ErrorBoundary extends Component<{ children: ReactNode; fallback?: ReactNode }, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  render() {
    if (!this.state.error) return this.props.children;
    return this.props.fallback ?? <ErrorView detail={this.state.error.message} />;
  }
}
