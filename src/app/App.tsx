import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { AppContext, type AppState } from './AppContext';
import { NoticeProvider } from './notices/NoticeProvider';
import { createAppRouter } from './router';

export function App({ state }: { state: AppState }) {
  const router = useMemo(() => createAppRouter(), []);
  return (
    <AppContext.Provider value={state}>
      <NoticeProvider>
        <RouterProvider router={router} />
      </NoticeProvider>
    </AppContext.Provider>
  );
}
