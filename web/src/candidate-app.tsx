import { Component, StrictMode, startTransition, useEffect } from 'react';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { cssVariablesResolver, theme } from './app/theme';
import { ErrorView } from './components/feedback/error-view';
import { InterviewScreen } from './features/candidate/components/interview-screen';

/** A render failure shows the app's error view, as a route's would. */
class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error() };
  }
  render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <ErrorView
        detail={this.state.error instanceof Error ? this.state.error.message : undefined}
      />
    );
  }
}

/**
 * The candidate's page on its own (no router: a session link is the whole app), so its first
 * screen carries neither the router nor the staff app's shell.
 */
function CandidateApp({ sessionId }: { sessionId: string }) {
  // Marks the page interactive, as the main app does.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <ErrorBoundary>
        <InterviewScreen key={sessionId} sessionId={sessionId} />
      </ErrorBoundary>
    </MantineProvider>
  );
}

/** Replaces the prerendered shell in `container` (as a transition, yielding every few ms). */
export function mountCandidateApp(container: HTMLElement, sessionId: string) {
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <CandidateApp sessionId={sessionId} />
      </StrictMode>,
    );
  });
}
