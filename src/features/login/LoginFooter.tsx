/** The foot of the login pages: the way back (a label and where it goes), and the language. */
import { Link } from 'react-router';
import { LanguageMenu } from '../../app/LanguageMenu';

export function LoginFooter({ back }: { back?: { label: string; to: string } | null }) {
  return (
    <footer className="login-footer">
      {back && (
        <Link className="link-button" to={back.to}>
          {back.label}
        </Link>
      )}
      <LanguageMenu />
    </footer>
  );
}
