import { initialsOf, type SessionUser } from '@ops/core/auth';
import { useState } from 'react';

/** The user's picture, or their initials when there is none or it does not load (blocked, offline, gone). */
export function Avatar({ user }: { user: SessionUser }) {
  const [failedPicture, setFailedPicture] = useState<string | undefined>(undefined);
  const picture = user.picture !== failedPicture ? user.picture : undefined;
  if (picture) {
    return <img className="avatar" src={picture} alt="" onError={() => setFailedPicture(picture)} />;
  }
  return (
    // Drawn from the attribute, not a text node: the button's name ('Account of …') is the whole label, and a
    // voice user is never shown letters that are not in it (axe: label-content-name-mismatch).
    <span className="avatar avatar-initials" aria-hidden="true" data-initials={initialsOf(user)} />
  );
}
