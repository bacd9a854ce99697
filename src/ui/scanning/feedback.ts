/**
 * What a scan feels like: a short vibration and beep on success, a different pattern on a
 * problem, so staff can keep their eyes on the visitor. Sound can be switched off (kept on this
 * device); vibration is used where the device allows it.
 */
const SOUND_KEY = 'leadstand.scanSound';

export function soundEnabled(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function setSoundEnabled(on: boolean): void {
  try {
    localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

let audio: AudioContext | null = null;

function beep(frequency: number, ms: number, times = 1): void {
  if (!soundEnabled()) return;
  try {
    audio ??= new AudioContext();
    const start = audio.currentTime;
    for (let i = 0; i < times; i++) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.15, start + (i * ms * 1.6) / 1000);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + ((i * 1.6 + 1) * ms) / 1000);
      osc.connect(gain).connect(audio.destination);
      osc.start(start + (i * ms * 1.6) / 1000);
      osc.stop(start + ((i * 1.6 + 1) * ms) / 1000);
    }
  } catch {
    // No audio output: the on-screen result and vibration remain.
  }
}

export function signalSuccess(): void {
  navigator.vibrate?.(60);
  beep(1320, 90);
}

export function signalProblem(): void {
  navigator.vibrate?.([40, 60, 40]);
  beep(440, 110, 2);
}
