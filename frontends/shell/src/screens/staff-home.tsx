import { Link } from 'react-router-dom';
import { usePageTitle } from '../layout/page-title.ts';

/** Guide and super-admin homes are remotes of the next release; until then this says so. */
export const StaffHome = ({ accessLevel }: { accessLevel: 1 | 2 }) => {
  usePageTitle();
  const role = accessLevel === 2 ? 'super-admin' : 'Guide';
  return (
    <section className="vs-panel" aria-labelledby="vs-staff-title">
      <h1 id="vs-staff-title">Welcome</h1>
      <p>
        The {role} console (events, participants, team output) arrives with the next release. Until then you
        can register users here.
      </p>
      <p>
        <Link to="/register" className="vs-button vs-button-primary">
          Register A User
        </Link>
      </p>
    </section>
  );
};
