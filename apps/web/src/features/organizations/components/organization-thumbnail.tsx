import { Avatar } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';

interface OrganizationThumbnailProps {
  imageUrl: string | null;
  /** Alternative text of the image. */
  alt: string;
  size?: number;
}

/** The organization's image as a small square, or a building icon when it has none. */
export function OrganizationThumbnail({ imageUrl, alt, size = 36 }: OrganizationThumbnailProps) {
  return (
    <Avatar src={imageUrl} alt={alt} size={size} radius="sm" color="gray">
      <IconBuilding size={size * 0.55} aria-hidden />
    </Avatar>
  );
}
