import { BlogListPage } from "@/features/blog/blog-list-page";
import { blogListMetadata, blogListView } from "@/server/content/blog-pages";

export const metadata = blogListMetadata(1);

export default async function BlogPage() {
  return <BlogListPage {...(await blogListView(1))} />;
}
