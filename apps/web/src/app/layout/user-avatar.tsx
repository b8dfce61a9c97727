import { Avatar } from '@mantine/core';
import { displayName, initials } from '../../lib/access.ts';
import { useSession } from '../../lib/session.ts';

interface UserAvatarProps {
  size?: number | 'sm' | 'md' | 'lg';
  /** Shown next to the user's name: the picture gets no text of its own, so the name is not read twice. */
  besideName?: boolean;
}

/** The user's picture, or their initials when there is none (or it fails to load). */
export function UserAvatar({ size = 'md', besideName = false }: UserAvatarProps) {
  const { self } = useSession();
  return (
    <Avatar src={self.avatarUrl || null} alt={besideName ? '' : displayName(self)} size={size} radius="xl" color="teal">
      {initials(self)}
    </Avatar>
  );
}
