import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, CircularProgress, IconButton, Typography } from '@mui/material';
import { type KeyboardEvent, type MouseEvent, useMemo, useRef, useState } from 'react';
import type { Message } from '../../../../../contract/inbox';
import { useAppTranslate } from '../../../../i18n/useAppTranslate';
import { useMediaSource } from '../../../../ui/useMediaSource';
import { playedBars, seekTimeAt, waveformBars } from '../rules';

/** Spec 2 §9: a voice note without a type is WhatsApp's Ogg/Opus. */
const DEFAULT_AUDIO_TYPE = 'audio/ogg';
/** Arrow keys on the waveform move this many seconds. */
const KEY_STEP_SECONDS = 5;

/** Streams recorded in the browser may report an infinite duration until played through. */
const finite = (seconds: number): number => (Number.isFinite(seconds) ? seconds : 0);

const clock = (seconds: number): string => {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00';
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** Play/pause, seek by clicking the waveform, back to the start at the end (spec 2 §2.4). */
export const AudioPlayer = ({ message }: { message: Message }) => {
  const t = useAppTranslate();
  const { src, failed } = useMediaSource(message.mediaUrl, message.mediaMimetype ?? DEFAULT_AUDIO_TYPE);
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(0);
  const bars = useMemo(() => waveformBars(message.id), [message.id]);
  const progress = duration > 0 ? position / duration : 0;
  const played = playedBars(progress, bars.length);

  if (failed) {
    return (
      <Typography variant="caption" role="status">
        {t('app.chat.media.failed')}
      </Typography>
    );
  }

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  const seekTo = (seconds: number) => {
    const element = audio.current;
    if (!element || !(duration > 0)) return;
    element.currentTime = Math.min(Math.max(seconds, 0), duration);
    setPosition(element.currentTime);
  };

  const seekByClick = (event: MouseEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    seekTo(seekTimeAt(event.clientX - rect.left, rect.width, duration));
  };

  const seekByKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') seekTo(position + KEY_STEP_SECONDS);
    else if (event.key === 'ArrowLeft') seekTo(position - KEY_STEP_SECONDS);
    else return;
    event.preventDefault();
  };

  const ended = () => {
    if (audio.current) audio.current.currentTime = 0;
    setPlaying(false);
    setPosition(0);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: 260, maxWidth: '100%' }}>
      {src ? (
        <IconButton
          color="inherit"
          onClick={toggle}
          aria-label={t(playing ? 'app.chat.media.pause' : 'app.chat.media.play')}
        >
          {playing ? <PauseIcon /> : <PlayArrowIcon />}
        </IconButton>
      ) : (
        <CircularProgress size={24} color="inherit" aria-label={t('app.chat.media.loading')} />
      )}
      <Box
        role="slider"
        tabIndex={0}
        aria-label={t('app.chat.media.seek')}
        aria-valuemin={0}
        aria-valuemax={Math.round(duration)}
        aria-valuenow={Math.round(position)}
        aria-valuetext={`${clock(position)} / ${clock(duration)}`}
        onClick={seekByClick}
        onKeyDown={seekByKey}
        sx={{
          flex: 1,
          minWidth: 0,
          height: 32,
          display: 'flex',
          alignItems: 'center',
          gap: '1px',
          cursor: 'pointer',
        }}
      >
        {bars.map((height, index) => (
          <Box
            // The bars never reorder: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length decoration
            key={index}
            sx={{
              flex: 1,
              height: `${Math.round(height * 100)}%`,
              borderRadius: 1,
              bgcolor: 'currentColor',
              opacity: index < played ? 1 : 0.4,
            }}
          />
        ))}
      </Box>
      <Typography variant="caption" sx={{ minWidth: 32, textAlign: 'right' }}>
        {clock(playing || position > 0 ? position : duration)}
      </Typography>
      {src && (
        // biome-ignore lint/a11y/useMediaCaption: voice notes from WhatsApp come without captions
        <audio
          ref={audio}
          src={src}
          preload="metadata"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
          onLoadedMetadata={(event) => setDuration(finite(event.currentTarget.duration))}
          onDurationChange={(event) => setDuration(finite(event.currentTarget.duration))}
          onEnded={ended}
        />
      )}
    </Box>
  );
};
