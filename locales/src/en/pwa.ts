/** The installed app: connection state and new versions. */
export const pwa = {
  offline: 'You are offline. The Ops Console needs a connection to the platform; what is on screen may be out of date.',
  updateAvailable: 'A new version of the Ops Console is available.',
  reload: 'Reload',
  later: 'Later',
};
