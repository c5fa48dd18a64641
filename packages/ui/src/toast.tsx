import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

type ShowToast = (toast: ToastInput) => void;
const ToastContext = createContext<ShowToast>(() => undefined);

// Spec 000 §9: one toast visible at a time, 5000 ms, swipe right past 50 px, F8 focuses the viewport.
export const TOAST_DURATION_MS = 5000;

// Radix's toast (about 12 KB gzipped) loads with the first toast: no page needs it to paint.
const ToastViewport = lazy(() => import(/* webpackChunkName: "toast-viewport" */ './toast-viewport'));

export function ToastProvider({ children, closeLabel }: { children: ReactNode; closeLabel: string }) {
  const [current, setCurrent] = useState<(ToastInput & { id: number }) | null>(null);
  const [used, setUsed] = useState(false);
  const show = useCallback<ShowToast>((toast) => {
    setUsed(true);
    setCurrent({ ...toast, id: Date.now() });
  }, []);
  const close = useCallback(() => setCurrent(null), []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <ToastViewport current={current} closeLabel={closeLabel} duration={TOAST_DURATION_MS} onClose={close} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
