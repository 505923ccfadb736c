import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { reviewPageCount } from "@/domain/reviews/review-rules";
import { ReviewsPage } from "@/features/reviews/reviews-page";
import { reviewsPage } from "@/server/reviews/review-pages";

type Props = { params: Promise<{ page: string }> };

/** None at build (no reviews then): each page is rendered on its first visit and cached until reviews change. */
export function generateStaticParams(): { page: string }[] {
  return [];
}

export const metadata: Metadata = { title: "Reviews", robots: { index: false, follow: true } };

/** Pages 2 to the last of the published reviews; page 1 is /reviews. */
export default async function ReviewsPageRoute({ params }: Props) {
  const raw = (await params).page;
  if (!/^[2-9]$|^[1-9][0-9]{1,4}$/.test(raw)) notFound();
  const page = Number(raw);
  const view = await reviewsPage(page);
  const pageCount = reviewPageCount(view.publishedCount);
  if (page > pageCount) notFound();
  return <ReviewsPage {...view} page={page} pageCount={pageCount} />;
}
