import { BlogListPage, blogListMetadata } from "@/app/_blog/blog-pages";

export const metadata = blogListMetadata(1);

export default function BlogPage() {
  return <BlogListPage page={1} />;
}
