"use client";

import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { controlClass, Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { MAX_REVIEW_BODY, MAX_REVIEW_TITLE, REVIEW_BEST } from "@/domain/reviews/review-rules";
import { callApiLater } from "@/features/network/call-api-later";
import { useHydrated } from "@/features/runtime/use-hydrated";

export const REVIEW_THANKS = "Thanks — your review will appear once checked.";

const STARS = Array.from({ length: REVIEW_BEST }, (_, index) => index + 1);

/**
 * The buyer's review of a delivered order, on its private page (anchor #review, linked from the
 * delivered email). The stars are radio buttons: arrow keys move between them, and a screen
 * reader hears "4 stars". Sent once: the order's one review waits for the shop to check it.
 * `starIcon`: one star, drawn by the server page (no icon code in the island); a chosen star is
 * filled through its wrapper's class.
 */
export function ReviewForm({
  reference,
  token,
  sent,
  starIcon,
}: {
  reference: string;
  token: string;
  sent: boolean;
  starIcon: ReactNode;
}) {
  const hydrated = useHydrated();
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [errors, setErrors] = useState<{ rating?: string; body?: string }>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(sent);
  const firstStar = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    const found = {
      rating: rating === 0 ? "Choose from 1 to 5 stars." : undefined,
      body: body.trim() === "" ? "Write a few words about your order." : undefined,
    };
    setErrors(found);
    if (found.rating) return firstStar.current?.focus();
    if (found.body) return bodyRef.current?.focus();
    setBusy(true);
    const result = await callApiLater(async () => (await import("@/domain/api/review-routes")).reviewRoute(reference), {
      k: token,
      rating,
      ...(title.trim() ? { title } : {}),
      body,
    });
    setBusy(false);
    if (result.ok || (result.error.kind === "server" && result.error.status === 409)) {
      setDone(true);
      return;
    }
    setProblem(result.error.message);
  };

  return (
    <section id="review" aria-labelledby="review-title" className="grid scroll-mt-28 gap-3" data-testid="review-invite">
      <h2 id="review-title" className="font-display text-2xl font-bold text-parchment">
        Rate your order
      </h2>
      {done ? (
        <Notice tone="gold" role="status" className="p-4" data-testid="review-sent">
          {REVIEW_THANKS}
        </Notice>
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-4" data-testid="review-form">
          <p className="text-sm text-parchment-muted">
            Your order is delivered: tell other players how it went. Only your first name and initial are shown.
          </p>
          <fieldset
            className="grid gap-1"
            aria-describedby={errors.rating ? "review-rating-error" : undefined}
            aria-invalid={errors.rating ? true : undefined}
          >
            <legend className="text-sm font-medium text-parchment">Your rating</legend>
            <div className="flex items-center gap-1">
              {STARS.map((star) => (
                <label
                  key={star}
                  className="grid size-11 cursor-pointer place-items-center rounded-lg has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold"
                >
                  <input
                    ref={star === 1 ? firstStar : undefined}
                    type="radio"
                    name="rating"
                    value={star}
                    checked={rating === star}
                    onChange={() => setRating(star)}
                    className="sr-only"
                    data-testid={`review-star-${star}`}
                  />
                  <span className="sr-only">
                    {star} {star === 1 ? "star" : "stars"}
                  </span>
                  <span
                    aria-hidden="true"
                    className={`grid size-7 place-items-center ${star <= rating ? "text-gold [&>svg]:fill-gold" : "text-parchment-muted"}`}
                  >
                    {starIcon}
                  </span>
                </label>
              ))}
            </div>
            {errors.rating && (
              <p id="review-rating-error" className="text-sm text-danger" data-testid="review-rating-error">
                {errors.rating}
              </p>
            )}
          </fieldset>
          <Field label="Title (optional)">
            {(control) => (
              <input
                {...control}
                name="title"
                maxLength={MAX_REVIEW_TITLE}
                value={title}
                onChange={(event) => setTitle(event.target.value)}
                data-testid="review-title"
                className={controlClass()}
              />
            )}
          </Field>
          <Field label="Your review" hint={`Up to ${MAX_REVIEW_BODY} characters, plain text.`} error={errors.body}>
            {(control) => (
              <textarea
                {...control}
                ref={bodyRef}
                name="body"
                rows={4}
                maxLength={MAX_REVIEW_BODY}
                value={body}
                onChange={(event) => setBody(event.target.value)}
                data-testid="review-body-input"
                className={controlClass({ multiline: true })}
              />
            )}
          </Field>
          <p>
            <Button type="submit" busy={busy} disabled={!hydrated} data-testid="review-submit">
              Send review
            </Button>
          </p>
          <div aria-live="polite">
            {problem && (
              <Notice tone="danger" role="alert" className="p-4" data-testid="review-error">
                {problem}
              </Notice>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
