"use client";

// The group's error boundary renders inside its layout, so the 500 page keeps the group's chrome.
export { ServerErrorPage as default } from "@/features/errors/server-error-page";
