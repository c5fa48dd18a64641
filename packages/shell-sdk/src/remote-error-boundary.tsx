import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ModuleErrorCard } from '@app/ui/module-error-card';

interface State {
  failed: boolean;
}

class Boundary extends Component<{ children: ReactNode; fallback: (reset: () => void) => ReactNode }, State> {
  state: State = { failed: false };
  static getDerivedStateFromError(): State {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('module crashed', error);
  }
  reset = () => this.setState({ failed: false });
  render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}

/** A crash inside one module shows the friendly card with retry; the rest of the app keeps working. */
export function ModuleErrorBoundary({ moduleName, children }: { moduleName: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Boundary
      fallback={(reset) => (
        <ModuleErrorCard
          title={t('moduleUnavailable.title')}
          body={t('moduleUnavailable.body', { module: t(`modules.${moduleName}`) })}
          retryLabel={t('retry')}
          onRetry={reset}
        />
      )}
    >
      {children}
    </Boundary>
  );
}
