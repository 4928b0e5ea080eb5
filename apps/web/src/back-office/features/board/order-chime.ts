/**
 * The board's ring for a new order, made with the Web Audio API (no sound file to load). Browsers
 * let a page make sound only after the person has interacted with it: the context is made on the
 * first tap or key press (armChime), and until then the ring stays silent.
 */

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContextClass(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined;
  return (
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext
  );
}

/** Whether the ring can sound: the context exists (an interaction made it). */
export function chimeArmed(): boolean {
  return context !== null;
}

/** Called from a tap or key press; false where the browser has no Web Audio. */
export function armChime(): boolean {
  if (context) return true;
  const Context = audioContextClass();
  if (!Context) return false;
  try {
    context = new Context();
  } catch {
    return false;
  }
  // Some browsers make the context suspended even inside a gesture until asked again.
  void context.resume?.().catch(() => {});
  return true;
}

/** Two short rising tones, loud enough over a kitchen, under half a second. */
export function playChime() {
  if (!context) return;
  const start = context.currentTime + 0.01;
  for (const [index, frequency] of [880, 1320].entries()) {
    const at = start + index * 0.18;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(frequency, at);
    // A ramp rather than a step: a sudden start or stop clicks in the speaker.
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.17);
  }
}

/** Tests start without a context, as a page does. */
export function resetChimeForTests() {
  context = null;
}
