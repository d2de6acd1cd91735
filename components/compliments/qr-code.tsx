export function QrCode({ src, code, size = 192 }: { src: string; code: string; size?: number }) {
  return <img src={src} width={size} height={size} alt={`QR code that opens compliment ${code}`} className="bg-white" />;
}
