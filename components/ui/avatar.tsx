export function Avatar({ src, name, size = 40 }: { src: string; name: string; size?: number }) {
  return (
    <img
      src={src}
      alt={`${name}'s avatar`}
      width={size}
      height={size}
      className="shrink-0 rounded-full bg-brand-100 object-cover ring-1 ring-stone-200"
      style={{ width: size, height: size }}
    />
  );
}
