import { useCallback, useEffect, useState } from 'react';
import { Alert, AlertTitle, Button, Snackbar, type AlertColor } from '@mui/material';
import {
  CloseNotificationContext,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';

/** Notifications close themselves after 2000 ms unless told otherwise. */
export const NOTIFICATION_TIMEOUT_MS = 2000;

const DEFAULT_TITLES: Record<NotificationPayload['type'], string> = {
  success: 'app.notification.success',
  error: 'app.notification.error',
  warning: 'app.notification.general',
  info: '',
};

/**
 * The notification area of every layout: a closable alert with a title ('Success', 'Error'…) and the
 * server's message. `notify(message, { type, title })` picks another title, e.g.
 * 'app.notification.invoice_not_deletable'.
 */
export function NotificationArea() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [current, setCurrent] = useState<NotificationPayload>();
  // Each message gets a Snackbar of its own (keyed by this count), so its 2 s start afresh.
  const [shown, setShown] = useState(0);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    // A newer message replaces the visible one at once rather than queueing behind its exit
    // transition (which may never run, e.g. under reduced motion); one offering Undo is let be.
    if (notifications.length === 0 || current?.notificationOptions?.undoable) return;
    const next = takeNotification();
    if (!next) return;
    setCurrent(next);
    setShown((count) => count + 1);
    setOpen(true);
  }, [notifications, current, takeNotification]);

  const finish = useCallback(
    (isUndo: boolean) => {
      if (current?.notificationOptions?.undoable) takeMutation()?.({ isUndo });
    },
    [current, takeMutation],
  );
  const close = useCallback(() => setOpen(false), []);
  const handleExited = useCallback(() => {
    finish(false);
    setCurrent(undefined);
  }, [finish]);

  if (!current) return null;
  const { message, type, notificationOptions = {} } = current;
  const { autoHideDuration, messageArgs, undoable, title } = notificationOptions;
  const titleKey = typeof title === 'string' ? title : DEFAULT_TITLES[type];
  const severity: AlertColor = type;
  const text = typeof message === 'string' ? translate(message, { _: message, ...messageArgs }) : message;
  const heading = titleKey ? translate(titleKey, { _: titleKey }) : '';

  return (
    <CloseNotificationContext.Provider value={close}>
      <Snackbar
        key={shown}
        open={open}
        autoHideDuration={autoHideDuration === undefined ? NOTIFICATION_TIMEOUT_MS : autoHideDuration}
        onClose={(_event, reason) => reason !== 'clickaway' && close()}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ transition: { onExited: handleExited } }}
        // It lies over the page header's actions (Save, then Confirm): a pointer on its way there
        // would hold it open, and the click would land on it. Only its buttons take the pointer.
        sx={{ pointerEvents: 'none', '& button': { pointerEvents: 'auto' } }}
      >
        <Alert
          role="alert"
          data-testid="notification"
          severity={severity}
          variant="filled"
          onClose={close}
          slotProps={{ closeButton: { title: translate('app.notification.close') } }}
          action={
            undoable ? (
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  finish(true);
                  setCurrent({ ...current, notificationOptions: { ...notificationOptions, undoable: false } });
                  close();
                }}
              >
                {translate('ra.action.undo')}
              </Button>
            ) : undefined
          }
          sx={{ minWidth: 300, maxWidth: 480, boxShadow: 3 }}
        >
          {heading && <AlertTitle sx={{ fontWeight: 700, mb: text === heading ? 0 : undefined }}>{heading}</AlertTitle>}
          {text !== heading && text}
        </Alert>
      </Snackbar>
    </CloseNotificationContext.Provider>
  );
}
