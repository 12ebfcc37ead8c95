// The phone's camera as a code reader: getUserMedia (the rear camera when there is one) into a
// <video>, a frame every 150 ms drawn small onto a canvas and handed to `qr`'s decoder (paulmillr's,
// already the portal's QR encoder; pure JavaScript, so the page's CSP needs no wasm or eval). The
// decoder is loaded when the camera starts, so it costs nothing until then. After a read the same
// code is ignored for 3 s, so one ticket held up is one scan.

/** What to do with a read code; the next frames wait until it resolves. */
export type CameraScan = (code: string) => Promise<void>;

const frameMs = 150;
const repeatMs = 3000;
const maxWidth = 640;

/** Starts the camera into `player` and reads codes until the returned stop is called. */
export async function startCamera(player: HTMLVideoElement, onCode: CameraScan): Promise<() => void> {
  const { default: decodeQR } = await import('qr/decode.js');
  const stream = await navigator.mediaDevices.getUserMedia({
    video: { facingMode: { ideal: 'environment' } },
    audio: false,
  });
  player.srcObject = stream;
  await player.play();
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  let stopped = false;
  let last = { code: '', at: 0 };
  const tick = async () => {
    if (stopped) return;
    if (context !== null && player.videoWidth > 0) {
      const scale = Math.min(1, maxWidth / player.videoWidth);
      canvas.width = Math.round(player.videoWidth * scale);
      canvas.height = Math.round(player.videoHeight * scale);
      context.drawImage(player, 0, 0, canvas.width, canvas.height);
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      let code: string | undefined;
      try {
        code = decodeQR({ width: image.width, height: image.height, data: image.data });
      } catch {
        // No code in this frame.
      }
      const now = Date.now();
      if (code !== undefined && (code !== last.code || now - last.at > repeatMs)) {
        last = { code, at: now };
        await onCode(code);
      }
    }
    // The next frame checks `stopped` first.
    window.setTimeout(() => void tick(), frameMs);
  };
  void tick();
  return () => {
    stopped = true;
    for (const track of stream.getTracks()) track.stop();
    player.srcObject = null;
  };
}
