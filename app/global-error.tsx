"use client";

export default function GlobalError() {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", textAlign: "center", padding: "4rem 1rem" }}>
        <h1>Unexpected Application Error!</h1>
        <p>Something went wrong</p>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the app shell itself failed: a full page load, not a client navigation */}
        <a href="/">Go Back to Home</a>
      </body>
    </html>
  );
}
