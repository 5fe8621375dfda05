import { Component, type ReactNode } from "react";
import { ErrorView } from "./ErrorView";

/** For a tree outside the router (the patient portal): the router's error page shows a render error in any other. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  render() {
    return this.state.error ? <ErrorView detail={this.state.error.message} /> : this.props.children;
  }
}
