"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { type ComponentProps, useEffect, useRef } from "react";
import { whenEngaged } from "@/features/runtime/when-engaged";
import { connectionAllowsPrefetch } from "./connection";
import { usePlainLinks } from "./plain-links";

type ShopLinkProps = Omit<ComponentProps<typeof Link>, "prefetch" | "href"> & { href: string };

/**
 * next/link with the shop's prefetch policy: nothing on slow or data-saver connections, nothing
 * before the visitor first touches, points or types, and every
 * prefetch goes through router.prefetch, whose default priority Next caps at four in flight
 * (Link's own hover prefetch may run up to twelve). External and hash links are plain anchors.
 */
export function ShopLink({ href, onMouseEnter, onFocus, ...props }: ShopLinkProps) {
  const router = useRouter();
  const ref = useRef<HTMLAnchorElement>(null);
  const plain = usePlainLinks();
  const internal = href.startsWith("/") && !href.startsWith("//") && !plain;

  useEffect(() => {
    const element = ref.current;
    if (!internal || !element || typeof IntersectionObserver === "undefined") return;
    let observer: IntersectionObserver | null = null;
    // Links on screen are prefetched from the visitor's first touch, pointer move or key, not while
    // the page loads: each prefetch is a request and its decoding on the main thread, which a
    // reader who never taps pays for in blocking time. A touch comes well before a tap.
    const cancel = whenEngaged(() => {
      const watcher = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          watcher.disconnect();
          if (connectionAllowsPrefetch()) router.prefetch(href);
        }
      });
      watcher.observe(element);
      observer = watcher;
    });
    return () => {
      cancel();
      observer?.disconnect();
    };
  }, [href, internal, router]);

  if (plain) {
    const { replace, scroll, shallow, passHref, legacyBehavior, locale, onNavigate, ...anchor } = props;
    return <a ref={ref} href={href} onMouseEnter={onMouseEnter} onFocus={onFocus} {...anchor} />;
  }

  return (
    <Link
      ref={ref}
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        if (internal && connectionAllowsPrefetch()) router.prefetch(href);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        if (internal && connectionAllowsPrefetch()) router.prefetch(href);
        onFocus?.(event);
      }}
      {...props}
    />
  );
}
