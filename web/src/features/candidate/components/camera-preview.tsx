import { useEffect, useRef } from 'react';
import { AspectRatio, Box, Center, Text } from '@mantine/core';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';

/** The live camera preview, muted (the candidate should not hear themselves). */
export function CameraPreview({
  stream,
  placeholder,
}: {
  stream: MediaStream | null;
  placeholder: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  // The video element is there before the stream (hidden), so the prerendered screen can show the
  // camera the same way before this code has loaded.
  return (
    <AspectRatio ratio={16 / 9}>
      <Box bg="dark.7" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
        <video
          ref={video}
          hidden={!stream}
          aria-label={CANDIDATE_MESSAGES.cameraPreview}
          autoPlay
          muted
          playsInline
          style={{ width: '100%', height: '100%', objectFit: 'cover', transform: 'scaleX(-1)' }}
        />
        {!stream && (
          <Center h="100%" data-fill="previewPlaceholder">
            <Text c="gray.4" size="sm" ta="center" px="md">
              {placeholder}
            </Text>
          </Center>
        )}
      </Box>
    </AspectRatio>
  );
}
