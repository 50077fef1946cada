/** Home is the instance dashboard (spec 1 §2): `/` shows it to a signed-in user, `/dashboard` always. */
export { DashboardPage as HomePage } from '../dashboard';
