/**
 * Shown while the show restarts itself after a failure. A module of its own: the app's entry
 * carries the recovery view, and the bundler places whole modules, so these words sharing a file
 * with the show's would bring all of those into every page's first load.
 */
export const showRecovery = {
  heading: 'The show is restarting',
  body: 'Something went wrong on this screen. It restarts by itself and carries on where it was.',
  restarting: (seconds: number) =>
    seconds <= 0 ? 'Something went wrong on this screen. Restarting now, carrying on where it was.' : `Something went wrong on this screen. It restarts by itself in ${seconds} s and carries on where it was.`,
};
