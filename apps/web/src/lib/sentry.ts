import * as Sentry from '@sentry/react';

/**
 * Sentry in the browser, loaded by error-reporting.ts only when a DSN is configured: errors the
 * app reports and those nothing caught (window.onerror, unhandled rejections), traces of page
 * loads and navigations sampled at 100 percent (spec section 8), and, whenever an event carries
 * an exception, Sentry's user-feedback dialog, tied to that event. The dialog is Sentry's feedback
 * form, bundled here: the crash-report dialog would load a script from Sentry's host, which the
 * CSP does not allow.
 */
export function startSentry({
  dsn,
  environment,
  release,
}: {
  dsn: string;
  environment: string | undefined;
  release: string;
}): (error: unknown, componentStack: string | undefined) => void {
  const feedback = Sentry.feedbackIntegration({
    autoInject: false,
    enableScreenshot: false,
    showBranding: false,
    formTitle: 'Something went wrong',
    messageLabel: 'What were you doing when it happened?',
    messagePlaceholder: 'The steps that led to the error help us fix it.',
    submitButtonLabel: 'Send report',
    successMessageText: 'Thank you, your report was sent.',
  });
  const dialog = feedbackDialog(feedback);
  Sentry.init({
    dsn,
    environment,
    release,
    integrations: [Sentry.browserTracingIntegration(), feedback],
    tracesSampleRate: 1,
    beforeSend(event) {
      if (event.event_id && event.exception?.values?.length) dialog.open(event.event_id);
      return event;
    },
  });
  // The form sends feedback on its own; this ties it to the error the dialog was opened for.
  Sentry.getClient()?.on('beforeSendFeedback', (event) => {
    const context = event.contexts.feedback;
    if (dialog.eventId && !context.associated_event_id) context.associated_event_id = dialog.eventId;
  });
  return (error, componentStack) => {
    if (componentStack === undefined) Sentry.captureException(error);
    else Sentry.captureReactException(error, { componentStack });
  };
}

type Feedback = ReturnType<typeof Sentry.feedbackIntegration>;

/** One feedback dialog at a time (errors in a row ask once), removed from the page when closed. */
function feedbackDialog(feedback: Feedback) {
  const state: { eventId?: string; showing: boolean } = { showing: false };
  return {
    get eventId() {
      return state.eventId;
    },
    open(eventId: string) {
      if (state.showing) return;
      state.showing = true;
      state.eventId = eventId;
      let removeForm = () => {};
      // Cancelled, or sent (after its thank-you): either way the dialog is done.
      const done = () => {
        state.showing = false;
        removeForm();
      };
      feedback
        .createForm({ onFormClose: done, onFormSubmitted: done })
        .then((form) => {
          removeForm = () => form.removeFromDom();
          form.appendToDom();
          form.open();
        })
        .catch((error: unknown) => {
          state.showing = false;
          console.error('The feedback dialog could not open:', error);
        });
    },
  };
}
