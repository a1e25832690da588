import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorPage } from './route-error-page';

interface BoundaryProps {
  /** Changes with every navigation: the error belongs to the page it happened on. */
  locationKey: string;
  children: ReactNode;
}

interface BoundaryState {
  /** What was thrown, and at which location (known from the render after the throw). */
  failure: { error: unknown; locationKey: string | null } | null;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failure: { error, locationKey: null } };
  }

  static getDerivedStateFromProps({ locationKey }: BoundaryProps, { failure }: BoundaryState): BoundaryState | null {
    if (!failure) return null;
    if (failure.locationKey === null) return { failure: { ...failure, locationKey } };
    // Moving on (Return to Home, the header's links) shows the next page again.
    return failure.locationKey === locationKey ? null : { failure: null };
  }

  override render() {
    return this.state.failure ? <RouteErrorPage error={this.state.failure.error} /> : this.props.children;
  }
}

/**
 * A page that throws while it renders, or a page whose code could not be loaded (a chunk that a new
 * deployment has replaced while this tab still runs the old build), shows the error card in its place.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <ErrorBoundary locationKey={location.key}>{children}</ErrorBoundary>;
}
