"use client";

export default function GlobalError() {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", textAlign: "center", padding: "4rem 1rem" }}>
        <h1>Unexpected Application Error!</h1>
        <p>Something went wrong</p>
        <a href="/">Go Back to Home</a>
      </body>
    </html>
  );
}
