import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import {
  ActionIcon,
  Box,
  Button,
  Group,
  Image,
  Loader,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { ACCESS_FORM_MESSAGES, ACCESS_MESSAGES } from '@shared/messages/access';
import type { PowChallenge, PowPayload } from '@shared/schemas/captcha-pow';
import { useMutation } from '@/lib/use-mutation';
import { getCaptcha } from '../api/get-captcha';
import type { CaptchaChallenge } from '../api/get-captcha';
import { verifyCaptcha } from '../api/verify-captcha';
import {
  captchaLoadErrorMessage,
  nextPowChallenge,
  replacementCaptcha,
} from '../lib/access-errors';
import { solvePow } from '../lib/solve-pow';
import classes from './landing.module.css';

interface CaptchaFieldProps {
  /** The verified captcha's id, or null whenever there is none (new code, refresh, failure). */
  onVerifiedChange: (captchaId: string | null) => void;
  /** An error about the captcha from the form (e.g. submitting before verifying). */
  error?: string;
  disabled?: boolean;
}

const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** An attempt: the answer, with the proof of work the browser is solving (or has solved) for it. */
interface Attempt {
  captchaId: string;
  answer: string;
  pow: Promise<PowPayload>;
}
const verifyAttempt = async ({ captchaId, answer, pow }: Attempt) =>
  verifyCaptcha({ captchaId, answer, pow: await pow });

/** Starts solving at once (while the visitor reads and types); the attempt awaits the result. */
function startSolving(challenge: PowChallenge, signal: AbortSignal): Promise<PowPayload> {
  const solving = solvePow(challenge, signal);
  solving.catch(() => undefined); // the attempt that awaits it reports the failure
  return solving;
}

/** The case-sensitive captcha, decided by the server. */
export function CaptchaField({ onVerifiedChange, error, disabled = false }: CaptchaFieldProps) {
  const [captcha, setCaptcha] = useState<CaptchaChallenge | null>(null);
  const [loading, setLoading] = useState(true);
  const [answer, setAnswer] = useState('');
  const [verified, setVerified] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  // A refused answer (wrong, expired, too many tries) is the server's word; no answer or a crash
  // one line.
  const verification = useMutation(verifyAttempt, {
    fallback: ACCESS_MESSAGES.captchaFailed,
    show: (status) => status !== 0 && status < 500,
  });
  const verifying = verification.busy;
  const resetVerification = verification.reset;
  const statusId = useId();
  // Each new code bumps this, so a load that resolves late cannot replace a newer code.
  const generation = useRef(0);
  /** The proof of work for the next attempt on the code shown, and how to stop it. */
  const pow = useRef<Promise<PowPayload> | null>(null);
  const solving = useRef<AbortController | null>(null);
  const solve = useCallback((challenge: PowChallenge | null) => {
    solving.current?.abort();
    solving.current = challenge ? new AbortController() : null;
    pow.current = challenge ? startSolving(challenge, solving.current!.signal) : null;
  }, []);
  useEffect(() => () => solving.current?.abort(), []);

  const show = useCallback(
    (next: CaptchaChallenge | null) => {
      solve(next?.pow ?? null);
      setCaptcha(next);
      setAnswer('');
      setVerified(false);
      onVerifiedChange(null);
    },
    [onVerifiedChange, solve],
  );

  const load = useCallback(async () => {
    const mine = ++generation.current;
    setLoading(true);
    setMessage(null);
    resetVerification();
    try {
      const next = await getCaptcha();
      if (mine === generation.current) show(next);
    } catch (loadError) {
      if (mine !== generation.current) return;
      show(null);
      setMessage(captchaLoadErrorMessage(loadError));
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }, [show, resetVerification]);

  useEffect(() => {
    void load();
  }, [load]);

  const verify = async () => {
    if (!captcha || !pow.current || verifying || verified) return;
    if (!answer.trim()) {
      setMessage(ACCESS_MESSAGES.captchaRequired);
      return;
    }
    setMessage(null);
    const result = await verification.run({
      captchaId: captcha.captchaId,
      answer,
      pow: pow.current,
    });
    if (result.ok) {
      setVerified(true);
      onVerifiedChange(captcha.captchaId);
      return;
    }
    const replacement = replacementCaptcha(result.error);
    const nextPow = nextPowChallenge(result.error);
    if (replacement) {
      generation.current += 1;
      setLoading(false);
      show(replacement);
    } else {
      // A counted attempt spent the proof of work; the server sent the next one's challenge.
      if (nextPow) solve(nextPow);
      setAnswer('');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter verifies the captcha rather than submitting the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      void verify();
    }
  };

  const shownError = message ?? verification.error ?? error;
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="nowrap" align="center">
        <Box className={classes.captchaImage} aria-busy={loading}>
          {captcha ? (
            <Image
              src={svgSource(captcha.svg)}
              alt={ACCESS_FORM_MESSAGES.captchaImage}
              w={180}
              h={60}
              data-testid="captcha-image"
              data-captcha-id={captcha.captchaId}
            />
          ) : (
            loading && (
              <Loader
                size="sm"
                role="progressbar"
                aria-label={ACCESS_FORM_MESSAGES.captchaLoading}
              />
            )
          )}
        </Box>
        <ActionIcon
          variant="light"
          size="lg"
          onClick={() => void load()}
          disabled={loading || disabled}
          aria-label={ACCESS_FORM_MESSAGES.captchaRefresh}
          title={ACCESS_FORM_MESSAGES.captchaRefresh}
        >
          <span aria-hidden>↻</span>
        </ActionIcon>
      </Group>
      <TextInput
        label={ACCESS_FORM_MESSAGES.captchaLabel}
        description={ACCESS_FORM_MESSAGES.captchaHint}
        required
        value={answer}
        onChange={(event) => {
          setAnswer(event.currentTarget.value);
          setMessage(null);
          verification.reset();
        }}
        onKeyDown={onKeyDown}
        disabled={disabled || verified || !captcha}
        error={shownError}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        maxLength={12}
        aria-describedby={verified ? statusId : undefined}
      />
      <Group gap="sm">
        <Button
          variant="outline"
          onClick={() => void verify()}
          loading={verifying}
          disabled={disabled || verified || !captcha || loading}
        >
          {ACCESS_FORM_MESSAGES.captchaVerify}
        </Button>
        {verified && (
          <Text id={statusId} role="status" size="sm" fw={600} c="green">
            ✓ {ACCESS_MESSAGES.captchaVerified}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
