import type { ReactNode } from 'react';
import { useApp } from './AppContext';
import { EnvironmentNotice } from './EnvironmentNotice';

/** Layout of screens without a session: centred content on the event's colour, language at hand. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { config } = useApp();
  return (
    <div className="public-layout">
      <EnvironmentNotice environmentName={config?.event?.environmentName} />
      <main className="public-main" id="main">
        {children}
      </main>
    </div>
  );
}
