import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import {
  isTourCompleted,
  markTourCompleted,
  TOUR_FADE_IN_MS,
  TOUR_LABELS,
  TOUR_NOT_STARTED,
  TOUR_STEPS,
} from './tour-steps';

/** State and actions of the welcome tour, from {@link useWelcomeTour}. */
export interface WelcomeTourState {
  /** Current step, or {@link TOUR_NOT_STARTED}. */
  step: number;
  next: () => void;
  previous: () => void;
  /** Ends the tour (Skip tour, Finish, Escape) and remembers it for this manager. */
  stop: () => void;
  /** Starts again from the first step (the Help menu's "Restart welcome tour"). */
  restart: () => void;
}

/**
 * The welcome tour's step (docs/product.md#screen-welcome-tour): starts at {@link TOUR_NOT_STARTED}, moves to
 * the first step once the manager is known and has not completed it, and ends on skip, finish or stop, which
 * is stored per manager so it never starts by itself again.
 * @param userId - the signed-in manager (`me.userId`); undefined while `me` loads.
 */
export function useWelcomeTour(userId: string | undefined): WelcomeTourState {
  const [step, setStep] = useState(TOUR_NOT_STARTED);

  useEffect(() => {
    if (userId && !isTourCompleted(userId)) setStep(0);
  }, [userId]);

  const stop = useCallback(() => {
    setStep(TOUR_NOT_STARTED);
    if (userId) markTourCompleted(userId);
  }, [userId]);
  const next = useCallback(() => setStep((s) => (s < 0 ? s : Math.min(s + 1, TOUR_STEPS.length - 1))), []);
  const previous = useCallback(() => setStep((s) => (s <= 0 ? s : s - 1)), []);
  const restart = useCallback(() => setStep(0), []);
  return { step, next, previous, stop, restart };
}

/** Outlines the element a step is about, so the manager sees where it lives in the navigation. */
function useHighlight(target: string | undefined) {
  useEffect(() => {
    if (!target) return;
    const element = document.querySelector<HTMLElement>(`[data-tour="${target}"]`);
    const link = element?.closest<HTMLElement>('a') ?? element;
    if (!link) return;
    const before = link.style.outline;
    link.setAttribute('data-tour-active', 'true');
    link.style.outline = '2px solid #0972d3';
    return () => {
      link.removeAttribute('data-tour-active');
      link.style.outline = before;
    };
  }, [target]);
}

/**
 * Fades each step in over {@link TOUR_FADE_IN_MS} (docs/product.md#constants) with a CSS opacity transition.
 */
function FadeIn({ children }: { children: ReactNode }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setVisible(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div style={{ opacity: visible ? 1 : 0, transition: `opacity ${TOUR_FADE_IN_MS}ms ease-in` }}>
      {children}
    </div>
  );
}

/**
 * The welcome tour's dialog: a Cloudscape Modal per step with Skip tour, Previous, Next and Finish
 * (Cloudscape's hotspot tutorials need the tutorial side panel and a hotspot per element, which does not
 * fit a four-step tour that starts by itself). Keys: → next, ← previous, Escape stops.
 */
export function WelcomeTour({ tour }: { tour: WelcomeTourState }) {
  const { step, next, previous, stop } = tour;
  const current = step >= 0 ? TOUR_STEPS[step] : undefined;
  const last = step === TOUR_STEPS.length - 1;
  useHighlight(current?.target);

  useEffect(() => {
    if (!current) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') next();
      else if (event.key === 'ArrowLeft') previous();
      else if (event.key === 'Escape') stop();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current, next, previous, stop]);

  if (!current) return null;
  return (
    <Modal
      visible
      onDismiss={stop}
      header={current.title}
      closeAriaLabel="Close the welcome tour"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={stop} data-testid="tour-skip">
              {TOUR_LABELS.skip}
            </Button>
            <Button onClick={previous} disabled={step === 0} data-testid="tour-previous">
              {TOUR_LABELS.previous}
            </Button>
            {last ? (
              <Button variant="primary" onClick={stop} data-testid="tour-finish">
                {TOUR_LABELS.finish}
              </Button>
            ) : (
              <Button variant="primary" onClick={next} data-testid="tour-next">
                {TOUR_LABELS.next}
              </Button>
            )}
          </SpaceBetween>
        </Box>
      }
    >
      <div data-testid="welcome-tour" data-step={current.id}>
        <FadeIn key={current.id}>
          <SpaceBetween size="s">
            <Box>{current.content}</Box>
            <Box variant="small" color="text-body-secondary">
              Step {step + 1} of {TOUR_STEPS.length}
            </Box>
          </SpaceBetween>
        </FadeIn>
      </div>
    </Modal>
  );
}
