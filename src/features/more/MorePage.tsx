/**
 * /more (phones only, SPEC section 2): everything of the drawer that the bottom bar does not
 * hold: the set-up and service sections, settings, the account menu and the language.
 */
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { BOTTOM_BAR_ROUTES } from '../../app/BottomBar';
import { Drawer } from '../../app/Drawer';
import { useDevice, useOnline, usePageTitle } from '../../app/hooks';
import { useRoutes } from '../../app/route-context';

export default function MorePage() {
  const { t } = useTranslation();
  const { config, session } = useApp();
  const device = useDevice();
  const online = useOnline();
  const routes = useRoutes();
  usePageTitle(config?.event?.environmentName, t('nav.more'));
  return (
    <div className="page more-page">
      <h1>{t('nav.more')}</h1>
      <Drawer ctx={{ session, device, online, routes }} exclude={BOTTOM_BAR_ROUTES} />
    </div>
  );
}
