import { Component, type ReactNode } from 'react';
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';

interface PreviewBoundaryProps {
  /** A new value (a new draft) tries drawing again. */
  resetKey: string;
  children: ReactNode;
}

interface PreviewBoundaryState {
  error: Error | null;
  key: string;
}

/**
 * Keeps a draft the preview cannot draw (say, a condition the server has not precompiled, or a
 * schema RJSF refuses) from taking the studio down: the preview says why, and the next draft
 * tries again. The editors stay usable, so nothing typed is lost.
 */
export default class PreviewBoundary extends Component<PreviewBoundaryProps, PreviewBoundaryState> {
  override state: PreviewBoundaryState = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<PreviewBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: PreviewBoundaryProps, state: PreviewBoundaryState): Partial<PreviewBoundaryState> | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>The preview cannot draw this draft</MessageBarTitle>
          {this.state.error.message}
        </MessageBarBody>
      </MessageBar>
    );
  }
}
